#include "render.hpp"

#include <cstdio>

namespace inv {

std::string render_text(const Invoice& inv)
{
    std::string out = "Invoice " + inv.number + " (" + inv.country + ")\n";
    char buf[160];
    for (const auto& l : inv.lines) {
        std::snprintf(buf, sizeof buf, "%-30.30s %8.2f x %10s = %10s\n", l.description.c_str(), l.quantity,
                      l.unit_price.str().c_str(), l.net().str().c_str());
        out += buf;
    }
    std::snprintf(buf, sizeof buf, "%-30s %34s\n", "net", inv.net_total().str().c_str());
    out += buf;
    for (const auto& [rate, tax] : inv.tax_by_rate()) {
        std::snprintf(buf, sizeof buf, "tax %d.%02d%% %*s\n", rate / 100, rate % 100, 54, tax.str().c_str());
        out += buf;
    }
    std::snprintf(buf, sizeof buf, "%-30s %34s\n", "total", inv.gross_total().str().c_str());
    out += buf;
    return out;
}

} // namespace inv
