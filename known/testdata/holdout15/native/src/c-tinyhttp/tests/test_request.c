#include <stdio.h>
#include "http.h"

int main(void)
{
	int ok = request_ready();
	printf("test_request: %s\n", ok ? "ok" : "FAIL");
	return !ok;
}
