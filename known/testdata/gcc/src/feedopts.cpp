#include "feedopts.hpp"

namespace feeds {

std::string describe(const FeedOptions &o)
{
    std::string s = o.url;
    if (o.refresh_minutes)
        s += " every " + std::to_string(*o.refresh_minutes) + " min";
    if (o.user_agent)
        s += " as " + *o.user_agent;
    return s;
}

}  // namespace feeds
