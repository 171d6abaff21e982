#pragma once
#include <string>
namespace relayd {
struct Context {
  std::string name;
  int verbosity = 0;
};
}  // namespace relayd
