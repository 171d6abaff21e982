#include <map>
#include <string>

namespace wire {
static std::map<std::string, int> handlers;

int register_handler(const std::string& name, int id) {
  auto [it, inserted] = handlers.emplace(name, id);
  return inserted ? id : it->second;
}
}  // namespace wire
