#include "registry.hpp"

Session &Registry::open(const std::string &user) {
    auto &slot = sessions_[user];
    if (!slot)
        slot = std::make_unique<Session>(user);
    slot->touch();
    return *slot;
}

bool Registry::close(const std::string &user) {
    return sessions_.erase(user) > 0;
}
