#pragma once
#include "handler.hpp"

namespace evbus {

class Bus {
public:
    void subscribe(const std::string& pattern, Handler h, int priority = 0);
    std::size_t publish(const Event& ev);

private:
    std::vector<Subscription> subs_;
};

}  // namespace evbus
