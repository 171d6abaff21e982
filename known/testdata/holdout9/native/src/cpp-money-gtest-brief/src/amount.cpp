#include "money/money.hpp"

#include <cmath>
#include <stdexcept>

namespace money {

Amount add(const Amount& a, const Amount& b) {
    if (a.cur.code != b.cur.code) throw std::invalid_argument("currency mismatch");
    return {a.minor + b.minor, a.cur};
}

Amount scale(const Amount& a, double factor) {
    // std::round rounds half away from zero; banking wants half to even
    double v = static_cast<double>(a.minor) * factor;
    return {static_cast<std::int64_t>(std::round(v)), a.cur};
}

} // namespace money
