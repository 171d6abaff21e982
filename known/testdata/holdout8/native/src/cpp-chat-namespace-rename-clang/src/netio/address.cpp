#include "netio/address.hpp"

#include <cstdlib>

namespace netio {

std::optional<Address> parse_address(const std::string& s, std::uint16_t default_port)
{
    Address a;
    auto colon = s.rfind(':');
    if (colon == std::string::npos) {
        a.host = s;
        a.port = default_port;
        return a;
    }
    a.host = s.substr(0, colon);
    char* end = nullptr;
    long p = std::strtol(s.c_str() + colon + 1, &end, 10);
    if (*end != '\0' || p <= 0 || p > 65535)
        return std::nullopt;
    a.port = static_cast<std::uint16_t>(p);
    return a;
}

} // namespace netio
