#pragma once
#include <map>
#include <string>

namespace config {
struct Config {
    std::map<std::string, std::string> values;
    std::string get(const std::string& key, const std::string& fallback = "") const;
};

class ConfigParser {
public:
    explicit ConfigParser(char comment = '#') : comment_(comment) {}
    Config parse(const std::string& text) const;
    int errors() const { return errors_; }

private:
    char comment_;
    mutable int errors_ = 0;
};
}
