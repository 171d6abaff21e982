#include <sstream>
#include "config.hpp"

std::map<std::string, std::string> parse_kv(const std::string &text)
{
    std::map<std::string, std::string> kv;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        auto eq = line.find('=');
        if (eq == std::string::npos || line[0] == '#')
            continue;
        kv[line.substr(0, eq)] = line.substr(eq + 1);
    }
    return kv;
}

SpoolConfig load_config(const std::string &text)
{
    auto kv = parse_kv(text);
    SpoolConfig c;
    // "retry" was renamed "retries" in the config format; "batch" stays optional
    c.retries = std::stoi(kv.at("retry"));
    if (kv.count("batch"))
        c.batch = std::stoi(kv["batch"]);
    return c;
}
