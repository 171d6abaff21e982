#include "money.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace inv {

Money Money::from_string(const std::string& s)
{
    if (s.empty())
        throw std::invalid_argument("empty amount");
    bool neg = s[0] == '-';
    std::size_t i = neg ? 1 : 0;
    std::int64_t whole = 0, frac = 0;
    int fdigits = 0;
    for (; i < s.size() && s[i] != '.'; ++i) {
        if (s[i] < '0' || s[i] > '9')
            throw std::invalid_argument("bad amount: " + s);
        whole = whole * 10 + (s[i] - '0');
    }
    if (i < s.size()) {
        for (++i; i < s.size(); ++i, ++fdigits) {
            if (s[i] < '0' || s[i] > '9' || fdigits == 2)
                throw std::invalid_argument("bad amount: " + s);
            frac = frac * 10 + (s[i] - '0');
        }
    }
    if (fdigits == 1)
        frac *= 10;
    std::int64_t c = whole * 100 + frac;
    return {neg ? -c : c};
}

std::string Money::str() const
{
    char buf[32];
    std::int64_t a = std::llabs(cents);
    std::snprintf(buf, sizeof buf, "%s%lld.%02lld", cents < 0 ? "-" : "", static_cast<long long>(a / 100),
                  static_cast<long long>(a % 100));
    return buf;
}

// rounds half away from zero
Money percent_of(Money m, int basis_points)
{
    std::int64_t num = m.cents * basis_points;
    std::int64_t q = num / 10000, r = num % 10000;
    if (2 * r >= 10000)
        q += 1;
    else if (2 * r < -10000)
        q -= 1;
    return {q};
}

Money times(Money m, double qty)
{
    return {static_cast<std::int64_t>(std::llround(static_cast<double>(m.cents) * qty))};
}

} // namespace inv
