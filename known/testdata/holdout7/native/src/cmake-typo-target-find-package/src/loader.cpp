#include <string>
namespace routekit { std::string load(const std::string& path) { return path; } }
