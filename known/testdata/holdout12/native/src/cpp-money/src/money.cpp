#include "money.hpp"
#include <cmath>
#include <stdexcept>

Money add(const Money &a, const Money &b) {
    if (a.currency != b.currency)
        throw std::invalid_argument("currency mismatch: " + a.currency + " vs " + b.currency);
    return {a.cents + b.cents, a.currency};
}

Money scale(const Money &m, double factor) {
    return {static_cast<std::int64_t>(std::llround(m.cents * factor)), m.currency};
}

bool is_valid_currency(const std::string &code) {
    if (code.size() != 3)
        return false;
    for (char c : code)
        if (c < 'A' || c > 'Z')
            return false;
    return true;
}
