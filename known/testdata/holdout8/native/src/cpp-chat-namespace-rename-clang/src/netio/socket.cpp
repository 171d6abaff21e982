#include "netio/socket.hpp"

#include <arpa/inet.h>
#include <cerrno>
#include <netdb.h>
#include <sys/socket.h>
#include <unistd.h>

namespace netio {

Socket::~Socket()
{
    if (fd_ >= 0)
        ::close(fd_);
}

static int open_for(const Address& a, bool passive, addrinfo** res, std::error_code& ec)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    int rc = ::getaddrinfo(a.host.empty() ? nullptr : a.host.c_str(),
                           std::to_string(a.port).c_str(), &hints, res);
    if (rc != 0) {
        ec = std::make_error_code(std::errc::host_unreachable);
        return -1;
    }
    int fd = ::socket((*res)->ai_family, (*res)->ai_socktype, (*res)->ai_protocol);
    if (fd < 0)
        ec = std::error_code(errno, std::system_category());
    return fd;
}

Socket Socket::connect(const Address& to, std::error_code& ec)
{
    addrinfo* res = nullptr;
    int fd = open_for(to, false, &res, ec);
    if (fd >= 0 && ::connect(fd, res->ai_addr, res->ai_addrlen) != 0) {
        ec = std::error_code(errno, std::system_category());
        ::close(fd);
        fd = -1;
    }
    if (res)
        ::freeaddrinfo(res);
    return Socket(fd);
}

Socket Socket::listen(const Address& on, int backlog, std::error_code& ec)
{
    addrinfo* res = nullptr;
    int fd = open_for(on, true, &res, ec);
    int one = 1;
    if (fd >= 0) {
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (::bind(fd, res->ai_addr, res->ai_addrlen) != 0 || ::listen(fd, backlog) != 0) {
            ec = std::error_code(errno, std::system_category());
            ::close(fd);
            fd = -1;
        }
    }
    if (res)
        ::freeaddrinfo(res);
    return Socket(fd);
}

Socket Socket::accept(std::error_code& ec)
{
    int fd = ::accept(fd_, nullptr, nullptr);
    if (fd < 0)
        ec = std::error_code(errno, std::system_category());
    return Socket(fd);
}

std::size_t Socket::send(const std::string& data, std::error_code& ec)
{
    ssize_t n = ::send(fd_, data.data(), data.size(), MSG_NOSIGNAL);
    if (n < 0) {
        ec = std::error_code(errno, std::system_category());
        return 0;
    }
    return static_cast<std::size_t>(n);
}

std::string Socket::recv(std::size_t max, std::error_code& ec)
{
    std::string buf(max, '\0');
    ssize_t n = ::recv(fd_, buf.data(), buf.size(), 0);
    if (n < 0) {
        ec = std::error_code(errno, std::system_category());
        n = 0;
    }
    buf.resize(static_cast<std::size_t>(n));
    return buf;
}

void Socket::shutdown(Shutdown how)
{
    int h = how == Shutdown::Read ? SHUT_RD : how == Shutdown::Write ? SHUT_WR : SHUT_RDWR;
    ::shutdown(fd_, h);
}

} // namespace netio
