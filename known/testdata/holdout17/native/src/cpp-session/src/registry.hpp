#pragma once
#include <map>
#include <memory>
#include <string>
#include "session.hpp"

class Registry {
public:
    Session &open(const std::string &user);
    bool close(const std::string &user);
    std::size_t size() const { return sessions_.size(); }

private:
    std::map<std::string, std::unique_ptr<Session>> sessions_;
};
