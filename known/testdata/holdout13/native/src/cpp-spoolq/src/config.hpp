#pragma once
#include <map>
#include <string>

struct SpoolConfig {
    int retries = 3;
    int batch = 16;
};
std::map<std::string, std::string> parse_kv(const std::string &text);
SpoolConfig load_config(const std::string &text);
