#include "parse.hpp"

#include <sstream>
#include <stdexcept>

namespace inv {

namespace {

std::string trim(const std::string& s)
{
    auto a = s.find_first_not_of(" \t");
    auto b = s.find_last_not_of(" \t\r");
    return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::istringstream is(s);
    std::string part;
    while (std::getline(is, part, sep))
        out.push_back(trim(part));
    return out;
}

} // namespace

Invoice parse_invoice(std::istream& in)
{
    Invoice inv;
    std::string raw;
    int lineno = 0;
    while (std::getline(in, raw)) {
        ++lineno;
        std::string s = trim(raw);
        if (s.empty() || s[0] == '#')
            continue;
        auto colon = s.find(':');
        if (colon == std::string::npos)
            throw std::runtime_error("line " + std::to_string(lineno) + ": missing ':'");
        std::string key = trim(s.substr(0, colon)), val = trim(s.substr(colon + 1));
        if (key == "number") {
            inv.number = val;
        } else if (key == "country") {
            inv.country = val;
        } else if (key == "line") {
            auto f = split(val, '|');
            if (f.size() < 4 || f.size() > 5)
                throw std::runtime_error("line " + std::to_string(lineno) + ": expected 4 or 5 fields");
            Line l;
            l.description = f[0];
            l.quantity = std::stod(f[1]);
            l.unit_price = Money::from_string(f[2]);
            l.tax = parse_tax_class(f[3]);
            if (f.size() == 5)
                l.discount_bp = static_cast<int>(std::stod(f[4]) * 100 + 0.5);
            inv.lines.push_back(l);
        } else {
            throw std::runtime_error("line " + std::to_string(lineno) + ": unknown key " + key);
        }
    }
    return inv;
}

} // namespace inv
