const { TestEnvironment } = require('jest-environment-node');
const { metered } = require('./metered-environment');

module.exports = metered(TestEnvironment);
