#pragma once
#include <string>
namespace tinyfmt {
inline std::string quote(const std::string& s) { return "\"" + s + "\""; }
}  // namespace tinyfmt
