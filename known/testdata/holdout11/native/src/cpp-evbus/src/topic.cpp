#include "evbus/bus.hpp"
namespace evbus {
bool Bus::matches(const std::string& pattern, const std::string& topic) const
{
    if (!pattern.empty() && pattern.back() == '*')
        return topic.compare(0, pattern.size() - 1, pattern, 0, pattern.size() - 1) == 0;
    return pattern == topic;
}
}
