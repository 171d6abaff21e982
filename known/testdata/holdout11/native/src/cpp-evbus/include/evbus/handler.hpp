#pragma once
#include <string>
#include <vector>

namespace evbus {

struct Event {
    std::string topic;
    std::string payload;
};

// handlers used to be plain function pointers; 0.4 takes any callable
using Handler = std::function<void(const Event&)>;

struct Subscription {
    std::string pattern;
    Handler handler;
    int priority = 0;
};

} // namespace evbus
