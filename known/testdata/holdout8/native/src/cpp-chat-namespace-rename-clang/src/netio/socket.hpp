#pragma once
#include <cstddef>
#include <string>
#include <system_error>

#include "netio/address.hpp"

namespace netio {

enum class Shutdown { Read, Write, Both };

class Socket {
public:
    Socket() = default;
    explicit Socket(int fd) : fd_(fd) {}
    Socket(const Socket&) = delete;
    Socket& operator=(const Socket&) = delete;
    Socket(Socket&& o) noexcept : fd_(o.fd_) { o.fd_ = -1; }
    ~Socket();

    static Socket connect(const Address& to, std::error_code& ec);
    static Socket listen(const Address& on, int backlog, std::error_code& ec);

    Socket accept(std::error_code& ec);
    std::size_t send(const std::string& data, std::error_code& ec);
    std::string recv(std::size_t max, std::error_code& ec);
    void shutdown(Shutdown how);
    bool valid() const { return fd_ >= 0; }
    int fd() const { return fd_; }

private:
    int fd_ = -1;
};

} // namespace netio
