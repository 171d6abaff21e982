#include <cstdio>
#include <cstdlib>
#include <string>

namespace storage {
void log_event(const std::string& what, std::size_t n) {
    if (std::getenv("KVLOG_DEBUG")) std::fprintf(stderr, "kvlog: %s (%zu)\n", what.c_str(), n);
}
} // namespace storage
