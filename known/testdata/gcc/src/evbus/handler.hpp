// An event handler; <functional> came in through <vector> once, no more.
#pragma once
#include <string>
#include <vector>

namespace evbus {

struct Event {
    std::string topic;
};

using Handler = std::function<void(const Event&)>;

struct Subscription {
    std::string pattern;
    Handler handler;
    int priority;
};

}  // namespace evbus
