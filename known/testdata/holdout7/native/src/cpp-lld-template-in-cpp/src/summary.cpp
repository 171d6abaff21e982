#include "strutil/stats.hpp"
#include "strutil/strutil.hpp"

#include <algorithm>

namespace stats {

std::string summarize(const Column& c) {
    std::string out = c.name + ": n=" + std::to_string(c.values.size());
    if (!c.values.empty()) {
        auto [lo, hi] = std::minmax_element(c.values.begin(), c.values.end());
        out += " min=" + std::to_string(*lo) + " max=" + std::to_string(*hi);
        out += " values=[" + strutil::join(c.values, ", ") + "]";
    }
    if (!c.missing_rows.empty()) {
        out += " missing rows " + strutil::join(c.missing_rows, ",");
    }
    return out;
}

}  // namespace stats
