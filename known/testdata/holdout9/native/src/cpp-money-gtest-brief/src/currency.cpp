#include "money/money.hpp"

#include <array>

namespace money {

std::optional<Currency> currency(const std::string& code) {
    static const std::array<Currency, 8> table{{
        {"EUR", 2}, {"USD", 2}, {"GBP", 2}, {"CHF", 2},
        {"JPY", 0}, {"KRW", 0}, {"KWD", 3}, {"BHD", 3},
    }};
    for (const auto& c : table)
        if (c.code == code) return c;
    return std::nullopt;
}

} // namespace money
