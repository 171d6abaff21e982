#pragma once
#include <map>
#include <stdexcept>
#include <string>
#include <vector>
namespace mt {
struct Token { enum Kind { Text, Var, BlockOpen, BlockClose } kind; std::string text; };
struct SyntaxError : std::runtime_error { using std::runtime_error::runtime_error; };
using Vars = std::map<std::string, std::string>;
using Lists = std::map<std::string, std::vector<Vars>>;
std::vector<Token> lex(const std::string& src);
std::string render(const std::string& src, const Vars& vars, const Lists& lists = {});
std::string html_escape(const std::string& s);
enum class Level { Debug, Info, Warn, Error };
void log(Level lv, const std::string& msg);
void set_log_level(Level lv);
int log_count(Level lv);
}
