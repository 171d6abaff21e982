#pragma once
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

namespace svcconf {

// Parses "250ms", "3s", "2m", "1h"; throws std::invalid_argument on junk.
std::chrono::milliseconds parse_duration(std::string_view s);
// Parses "512", "4k", "16M", "2G" (powers of 1024); throws std::invalid_argument on junk.
std::uint64_t parse_size(std::string_view s);
// Parses a TCP port; a bad port in the config is fatal (prints to stderr and aborts).
std::uint16_t parse_port_or_die(std::string_view s);

class Registry {
public:
    void add(const std::string& name, const std::string& address);
    void alias(const std::string& alias, const std::string& name);
    const std::string& resolve(const std::string& name) const;
    std::size_t size() const { return services_.size(); }

private:
    std::map<std::string, std::string> services_;
    std::map<std::string, std::string> aliases_;
};

}  // namespace svcconf
