#pragma once
#include <cstdint>
#include <optional>
#include <string>

// moved from net:: to netio:: (net:: clashed with the vendored HTTP library)
namespace netio {

struct Address {
    std::string host;
    std::uint16_t port = 0;

    std::string to_string() const { return host + ":" + std::to_string(port); }
};

std::optional<Address> parse_address(const std::string& s, std::uint16_t default_port);

} // namespace netio
