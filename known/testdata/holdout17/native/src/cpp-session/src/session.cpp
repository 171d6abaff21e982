#include "session.hpp"

Session::Session(std::string user)
    : user_(std::move(user)), last_seen_(std::chrono::steady_clock::now()) {}

void Session::touch() {
    std::lock_guard<std::mutex> lock(mu_);
    last_seen_ = std::chrono::steady_clock::now();
}

std::string Session::user() const {
    std::lock_guard<std::mutex> lock(mu_);
    return user_;
}

long Session::idle_seconds() const {
    std::lock_guard<std::mutex> lock(mu_);
    auto d = std::chrono::steady_clock::now() - last_seen_;
    return std::chrono::duration_cast<std::chrono::seconds>(d).count();
}

Session Session::snapshot() const {
    std::lock_guard<std::mutex> lock(mu_);
    return *this;
}
