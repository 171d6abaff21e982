#pragma once
#include <cstdint>
#include <string>

struct Money {
    std::int64_t cents;
    std::string currency;
};

Money add(const Money &a, const Money &b);          // throws std::invalid_argument on currency mismatch
Money scale(const Money &m, double factor);          // rounds half away from zero
Money parse_money(const std::string &s);             // "12.34 EUR"; throws std::invalid_argument
std::string format_money(const Money &m);            // "12.34 EUR", "-0.05 USD"
bool is_valid_currency(const std::string &code);     // three upper-case letters
