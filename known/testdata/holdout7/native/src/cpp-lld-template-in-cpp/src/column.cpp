#include "strutil/stats.hpp"
#include "strutil/strutil.hpp"

#include <cstdlib>

namespace stats {

Column parse_column(const std::vector<std::string>& rows, std::size_t index) {
    Column c;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        auto cells = strutil::split(rows[r], ',');
        if (r == 0) {
            c.name = index < cells.size() ? strutil::trim(cells[index]) : "?";
            continue;
        }
        if (index >= cells.size() || strutil::trim(cells[index]).empty()) {
            c.missing_rows.push_back(static_cast<long>(r));
            continue;
        }
        c.values.push_back(std::strtod(cells[index].c_str(), nullptr));
    }
    return c;
}

}  // namespace stats
