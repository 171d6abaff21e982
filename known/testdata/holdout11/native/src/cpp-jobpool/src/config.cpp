#include <stdexcept>
#include "jobpool.hpp"

int config_int(const std::map<std::string, std::string>& cfg, const std::string& key)
{
    if (!cfg.count(key))
        throw std::out_of_range("missing config key: " + key);
    return std::stoi(cfg[key]);
}
