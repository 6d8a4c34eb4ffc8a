const { TestEnvironment } = require('jest-environment-jsdom');
const { metered } = require('./metered-environment');

module.exports = metered(TestEnvironment);
