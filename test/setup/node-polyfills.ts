// Node 20 lacks Promise.withResolvers, which aws-local-stepfunctions 3 needs (Node 22 has it).
import '../../local/src/polyfills';
