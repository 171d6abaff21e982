#include <stdio.h>
#include "hitcount.h"
static struct counter c;
static void *worker(void *arg) { (void)arg; for (int i = 0; i < 10000; i++) { if (i % 10) counter_hit(&c); else counter_miss(&c); } return NULL; }
int main(void)
{
	pthread_t t[4];
	counter_init(&c);
	for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, NULL);
	for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
	char buf[64];
	report_line(buf, sizeof buf, &c);
	printf("test_counter: %s\n", buf);
	return counter_total(&c) != 40000;
}
