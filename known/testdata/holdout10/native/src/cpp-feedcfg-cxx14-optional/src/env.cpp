#include "feedcfg/options.hpp"

#include <cstdlib>

namespace feedcfg {

Defaults defaults_from_env() {
    Defaults d;
    if (const char* v = std::getenv("FEEDCFG_REFRESH")) {
        if (auto m = parse_minutes(v))
            d.refresh_minutes = *m;
    }
    if (const char* v = std::getenv("FEEDCFG_AGENT"))
        d.user_agent = v;
    return d;
}

}  // namespace feedcfg
