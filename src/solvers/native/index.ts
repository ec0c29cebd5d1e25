export { runNative } from './run-native.js';
export { detectNativeVersion } from './version.js';
export { nativeCommandLine, type CommandLine } from './command-line.js';
