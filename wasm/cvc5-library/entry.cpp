// smtplay's entry point into cvc5 compiled to WebAssembly (wasm/build-cvc5-library.sh links it with cvc5's static
// libraries and the objects of cvc5's own driver). A run is one call on a module that stays loaded:
//
//   int smtplay_cvc5_run(const char* args, const char* script)
//     args    the command-line options, one per line ("--produce-models\n--tlimit-per=2000"), as cvc5's program
//             takes them: parsed by cvc5's own option parser (main/options.h), with its words for a bad option
//     script  the SMT-LIB text, read by cvc5's parser API (InputParser::setStringInput)
//     returns the program's exit code (0, or 1 after an error); what the program would print goes to stdout and
//             stderr as it would (emscripten's print/printErr), because the commands run through cvc5's own
//             CommandExecutor and PortfolioDriver, exactly as cvc5's main() runs them.
//   const char* smtplay_cvc5_about()   JSON: version, source archive and commit, configure options, optimisation,
//                                      libraries, license, compiler (static storage)
//
// What differs from starting the program: no process and no C runtime start; a fresh TermManager and Solver per
// run, destroyed when it returns (the program ends with _exit() and never destroys them, which is why a reused
// instance of the program trapped by its third run); no --tlimit (it needs a timer signal that single-threaded
// WebAssembly lacks: --tlimit-per and the worker's termination remain, as before); input from the string, never a
// file or standard input. A crash (abort, a trap) leaves the instance unusable: the caller makes a new one.
#include <cvc5/cvc5.h>
#include <cvc5/cvc5_parser.h>
#include <emscripten.h>

#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

// What the build script knows of this build (source archive, commit, configure options, optimisation, libraries),
// written by wasm/build-cvc5-library.sh before it links: the module names its own build.
#include "build-info.h"

#include "base/configuration.h"
#include "main/command_executor.h"
#include "main/main.h"
#include "main/options.h"
#include "main/portfolio_driver.h"
#include "options/option_exception.h"

// The driver's globals (driver_unified.cpp defines them for the program; its objects here are the driver's
// other files).
namespace cvc5::main {
const char* progPath = "cvc5";
std::string progName = "cvc5";
std::unique_ptr<CommandExecutor> pExecutor;
bool segvSpin = false;
}  // namespace cvc5::main

namespace {

using cvc5::main::pExecutor;

std::vector<std::string> linesOf(const char* text)
{
  std::vector<std::string> out;
  std::istringstream in(text == nullptr ? "" : text);
  std::string line;
  while (std::getline(in, line))
  {
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

/** driver_unified.cpp's runCvc5, for a script given as text: options, then the commands until one fails. */
int runOnText(std::unique_ptr<cvc5::Solver>& solver,
              const std::vector<std::string>& options,
              const std::string& script)
{
  pExecutor = std::make_unique<cvc5::main::CommandExecutor>(solver);
  std::vector<std::string> argvText{"cvc5"};
  argvText.insert(argvText.end(), options.begin(), options.end());
  std::vector<char*> argv;
  for (std::string& a : argvText) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::string binaryName;
  std::vector<std::string> files = cvc5::main::parse(
      *solver, static_cast<int>(argvText.size()), argv.data(), binaryName);
  if (!files.empty())
  {
    throw cvc5::internal::OptionException(
        "the WebAssembly library takes the script as text, not the file `"
        + files[0] + "'");
  }
  // Options that only print (their handlers printed already) end the run, as in the program.
  for (const char* name : {"help",
                           "help-regular",
                           "help-option-categories",
                           "show-config",
                           "copyright",
                           "show-trace-tags",
                           "version"})
  {
    if (solver->getOptionInfo(name).boolValue()) return 0;
  }
  if (!solver->getOptionInfo("interactive").setByUser)
  {
    pExecutor->setOptionInternal("interactive", "false");
  }
  cvc5::modes::InputLanguage lang = cvc5::modes::InputLanguage::SMT_LIB_2_6;
  if (solver->getOption("input-language") == "LANG_AUTO")
  {
    pExecutor->setOptionInternal("input-language", "smt2");
  }
  if (solver->getOption("input-language") == "LANG_SYGUS_V2")
  {
    pExecutor->setOptionInternal("sygus", "true");
    lang = cvc5::modes::InputLanguage::SYGUS_2_1;
  }
  if (solver->getOption("output-language") == "LANG_AUTO")
  {
    pExecutor->setOptionInternal("output-language",
                                 solver->getOption("input-language"));
  }
  solver->setInfo("filename", "input.smt2");
  if (!solver->getOptionInfo("incremental").setByUser)
  {
    pExecutor->setOptionInternal("incremental", "false");
  }
  if (!solver->getOptionInfo("wf-checking").setByUser)
  {
    pExecutor->setOptionInternal("wf-checking", "false");
  }
  pExecutor->storeOptionsAsOriginal();
  std::unique_ptr<cvc5::parser::InputParser> parser(
      new cvc5::parser::InputParser(pExecutor->getSolver(),
                                    pExecutor->getSymbolManager()));
  parser->setStringInput(lang, script, "input.smt2");
  cvc5::main::PortfolioDriver driver(parser);
  int rc = driver.solve(pExecutor) ? 0 : 1;
  pExecutor->flushOutputStreams();
  return rc;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int smtplay_cvc5_run(const char* args, const char* script)
{
  int rc = 1;
  {
    cvc5::TermManager tm;
    std::unique_ptr<cvc5::Solver> solver = std::make_unique<cvc5::Solver>(tm);
    // main.cpp's handlers, word for word, returning instead of exit(1).
    try
    {
      rc = runOnText(solver, linesOf(args), script == nullptr ? "" : script);
    }
    catch (cvc5::CVC5ApiOptionException& e)
    {
      std::cerr << "(error \"" << e.getMessage() << "\")" << std::endl
                << std::endl
                << "Please use --help to get help on command-line options."
                << std::endl;
    }
    catch (cvc5::internal::OptionException& e)
    {
      std::cerr << "(error \"" << e.getMessage() << "\")" << std::endl
                << std::endl
                << "Please use --help to get help on command-line options."
                << std::endl;
    }
    catch (cvc5::CVC5ApiException& e)
    {
      if (solver->getOption("output-language") == "LANG_SMTLIB_V2_6")
      {
        solver->getDriverOptions().out() << "(error \"" << e << "\")" << std::endl;
      }
      else
      {
        solver->getDriverOptions().err() << "(error \"" << e << "\")" << std::endl;
      }
    }
    // The executor holds the solver's symbol manager: it goes before the solver and the term manager.
    pExecutor.reset();
  }
  std::cout << std::flush;
  std::cerr << std::flush;
  return rc;
}

EMSCRIPTEN_KEEPALIVE const char* smtplay_cvc5_about()
{
  using cvc5::internal::Configuration;
  static std::string json;
  if (json.empty())
  {
    auto quote = [](const std::string& s) {
      std::string q = "\"";
      for (char c : s)
      {
        if (c == '"' || c == '\\') q += '\\';
        if (c == '\n')
          q += "\\n";
        else
          q += c;
      }
      return q + "\"";
    };
    auto yes = [](bool b) { return b ? "true" : "false"; };
    json = std::string("{\"version\":") + quote(Configuration::getVersionString())
           + ",\"gitInfo\":"
           + quote(Configuration::isGitBuild() ? Configuration::getGitInfo() : "")
           + ",\"assertions\":" + yes(Configuration::isAssertionBuild())
           + ",\"gpl\":" + yes(Configuration::licenseIsGpl())
           + ",\"gmp\":" + yes(Configuration::isBuiltWithGmp())
           + ",\"poly\":" + yes(Configuration::isBuiltWithPoly())
           + ",\"compiler\":" + quote(Configuration::getCompiler())
           + ",\"compiledAt\":" + quote(Configuration::getCompiledDateTime())
           + ",\"source\":" + quote(SMTPLAY_CVC5_SOURCE)
           + ",\"sourceSha256\":" + quote(SMTPLAY_CVC5_SOURCE_SHA256)
           + ",\"commit\":" + quote(SMTPLAY_CVC5_COMMIT)
           + ",\"configure\":" + quote(SMTPLAY_CVC5_CONFIGURE)
           + ",\"optimisation\":" + quote(SMTPLAY_CVC5_OPTIMISATION)
           + ",\"dependencies\":" + quote(SMTPLAY_CVC5_DEPENDENCIES)
           + ",\"entry\":\"smtplay_cvc5_run\"}";
  }
  return json.c_str();
}

}  // extern "C"
