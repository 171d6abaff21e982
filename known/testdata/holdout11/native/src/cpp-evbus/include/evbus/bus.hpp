#pragma once
#include "evbus/handler.hpp"

namespace evbus {

class Bus {
public:
    void subscribe(const std::string& pattern, Handler h, int priority = 0);
    std::size_t publish(const Event& ev);
    bool matches(const std::string& pattern, const std::string& topic) const;
private:
    std::vector<Subscription> subs_;
};

} // namespace evbus
