#!/usr/bin/env node
/** CDK entry (cdk.json): the whole product; configuration in docs/deploy.md. */
import { buildApp } from '../lib/build-app';

buildApp();
