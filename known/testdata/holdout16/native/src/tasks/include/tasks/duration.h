#pragma once
#include <string>

namespace tasks {
// "1h30m", "45s", "2m5s" -> seconds; -1 on bad input
long parse_duration(const std::string &s);
std::string format_duration(long seconds);
}
