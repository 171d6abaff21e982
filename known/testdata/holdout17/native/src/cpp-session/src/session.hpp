#pragma once
#include <chrono>
#include <mutex>
#include <string>

class Session {
public:
    explicit Session(std::string user);
    void touch();
    std::string user() const;
    long idle_seconds() const;
    // a copy of the session for the status page
    Session snapshot() const;

private:
    mutable std::mutex mu_;
    std::string user_;
    std::chrono::steady_clock::time_point last_seen_;
};
