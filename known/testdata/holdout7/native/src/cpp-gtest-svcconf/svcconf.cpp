#include "svcconf.hpp"

#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace svcconf {

namespace {
std::uint64_t digits(std::string_view s, std::size_t& i) {
    if (i >= s.size() || s[i] < '0' || s[i] > '9') throw std::invalid_argument("expected a number");
    std::uint64_t v = 0;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') v = v * 10 + static_cast<unsigned>(s[i++] - '0');
    return v;
}
}  // namespace

std::chrono::milliseconds parse_duration(std::string_view s) {
    std::size_t i = 0;
    auto v = digits(s, i);
    auto unit = s.substr(i);
    if (unit == "ms") return std::chrono::milliseconds(v);
    if (unit == "s") return std::chrono::seconds(v);
    if (unit == "m") return std::chrono::minutes(v);
    if (unit == "h") return std::chrono::hours(v);
    throw std::invalid_argument("bad duration unit");
}

std::uint64_t parse_size(std::string_view s) {
    std::size_t i = 0;
    auto v = digits(s, i);
    auto unit = s.substr(i);
    if (unit.empty()) return v;
    if (unit == "k" || unit == "K") return v << 10;
    if (unit == "M") return v << 20;
    if (unit == "G") return v << 30;
    throw std::invalid_argument("bad size unit");
}

std::uint16_t parse_port_or_die(std::string_view s) {
    std::size_t i = 0;
    std::uint64_t v = 0;
    try {
        v = digits(s, i);
    } catch (const std::invalid_argument&) {
        i = 0;
    }
    if (i == 0 || i != s.size() || v == 0 || v > 65535) {
        std::fprintf(stderr, "fatal: bad port '%.*s'\n", static_cast<int>(s.size()), s.data());
        std::abort();
    }
    return static_cast<std::uint16_t>(v);
}

void Registry::add(const std::string& name, const std::string& address) { services_[name] = address; }

void Registry::alias(const std::string& alias, const std::string& name) { aliases_[alias] = name; }

const std::string& Registry::resolve(const std::string& name) const {
    auto a = aliases_.find(name);
    if (a != aliases_.end()) return services_.at(a->second);
    return services_.at(name);
}

}  // namespace svcconf
