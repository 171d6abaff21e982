#include <cstdio>
#include <cstdlib>
#include "unitconv.hpp"

namespace uc {
std::string thousands(long long n)
{
    std::string digits = std::to_string(std::llabs(n)), out;
    int count = 0;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
        if (count && count % 3 == 0)
            out.insert(out.begin(), ',');
        out.insert(out.begin(), *it);
        count++;
    }
    return n < 0 ? "-" + out : out;
}

std::string fixed(double v, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}
}
