#include <cstdlib>

#include "units/registry.hpp"

namespace units {

std::optional<Quantity> parse_quantity(const std::string& s) {
    const char* p = s.c_str();
    char* end = nullptr;
    double v = std::strtod(p, &end);
    if (end == p || *end != ' ') return std::nullopt;
    std::string unit(end + 1);
    if (unit.empty()) return std::nullopt;
    return Quantity{v, unit};
}

} // namespace units
