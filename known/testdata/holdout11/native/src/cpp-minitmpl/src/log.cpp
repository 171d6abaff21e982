#include <iostream>
#include "minitmpl.hpp"
namespace mt {
static Level min_level = Level::Info;
static int counts[4];
void set_log_level(Level lv) { min_level = lv; }
int log_count(Level lv) { return counts[static_cast<int>(lv)]; }
void log(Level lv, const std::string& msg)
{
    static const char* names[] = {"DEBUG", "INFO", "WARN", "ERROR"};
    counts[static_cast<int>(lv)]++;
    if (lv >= min_level)
        std::cerr << "[minitmpl " << names[static_cast<int>(lv)] << "] " << msg << std::endl;
}
}
