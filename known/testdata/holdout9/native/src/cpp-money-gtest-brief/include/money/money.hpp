#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace money {

struct Currency {
    std::string code;   // ISO 4217
    int exponent;       // minor units: 2 for EUR, 0 for JPY, 3 for KWD
};

std::optional<Currency> currency(const std::string& code);

struct Amount {
    std::int64_t minor = 0;  // in minor units
    Currency cur{"XXX", 2};
};

Amount add(const Amount& a, const Amount& b);
Amount scale(const Amount& a, double factor);  // rounds half to even
std::optional<Amount> parse(const std::string& s);  // "12.34 EUR", "-5 JPY"
std::string format(const Amount& a);                // "12.34 EUR"
std::vector<Amount> allocate(const Amount& a, const std::vector<int>& ratios);

} // namespace money
