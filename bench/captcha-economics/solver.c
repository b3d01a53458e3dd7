/*
 * The best bot solver we could write for Confab's time-lock puzzle: GMP's mpz_powm with exponent 2^squarings
 * (all squarings with Montgomery reduction, in GMP's assembly). Compiled by bench/captcha-economics.mjs.
 *
 *   solver             reads "<modulus hex> <base hex> <squarings>" lines, prints "<answer hex> <thread CPU ns>"
 *   solver pipeline T  reads one line and solves it twice: in one thread, then split over T threads, each doing
 *                      its share of the squarings on the value the one before it handed over; prints the CPU
 *                      time of each (ns), the time the shares overlapped (ns) and whether the answers agree.
 *                      Each share needs the last one's result, so the threads only take turns: no overlap.
 */
#include <gmp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static long long ns(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static void square(mpz_t out, const mpz_t in, unsigned long squarings, const mpz_t n) {
  mpz_t e;
  mpz_init(e);
  mpz_setbit(e, squarings);
  mpz_powm(out, in, e, n);
  mpz_clear(e);
}

typedef struct {
  int index, threads;
  unsigned long share;
  mpz_t *values;
  const mpz_t *n;
  pthread_mutex_t *lock;
  pthread_cond_t *turn;
  int *done;
  long long began, ended, cpu;
} Share;

static void *pipeline_share(void *arg) {
  Share *s = arg;
  pthread_mutex_lock(s->lock);
  while (*s->done < s->index) pthread_cond_wait(s->turn, s->lock);
  pthread_mutex_unlock(s->lock);
  s->began = ns(CLOCK_MONOTONIC);
  long long cpu = ns(CLOCK_THREAD_CPUTIME_ID);
  square(s->values[s->index + 1], s->values[s->index], s->share, *s->n);
  s->cpu = ns(CLOCK_THREAD_CPUTIME_ID) - cpu;
  s->ended = ns(CLOCK_MONOTONIC);
  pthread_mutex_lock(s->lock);
  *s->done = s->index + 1;
  pthread_cond_broadcast(s->turn);
  pthread_mutex_unlock(s->lock);
  return NULL;
}

int main(int argc, char **argv) {
  char modulus[1100], base[1100];
  unsigned long squarings;
  mpz_t n, x, y;
  mpz_inits(n, x, y, NULL);
  if (argc == 3) {
    int threads = atoi(argv[2]);
    if (scanf("%1099s %1099s %lu", modulus, base, &squarings) != 3) return 2;
    mpz_set_str(n, modulus, 16);
    mpz_set_str(x, base, 16);
    long long start = ns(CLOCK_THREAD_CPUTIME_ID);
    square(y, x, squarings, n);
    long long one = ns(CLOCK_THREAD_CPUTIME_ID) - start;
    mpz_t *values = malloc(sizeof(mpz_t) * (threads + 1));
    for (int i = 0; i <= threads; i++) mpz_init(values[i]);
    mpz_set(values[0], x);
    pthread_t *ids = malloc(sizeof(pthread_t) * threads);
    Share *shares = malloc(sizeof(Share) * threads);
    pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_cond_t turn = PTHREAD_COND_INITIALIZER;
    int done = 0;
    for (int i = 0; i < threads; i++) {
      shares[i] = (Share){i, threads, squarings / threads + (i == threads - 1 ? squarings % threads : 0),
                          values, (const mpz_t *)&n, &lock, &turn, &done};
      pthread_create(&ids[i], NULL, pipeline_share, &shares[i]);
    }
    for (int i = 0; i < threads; i++) pthread_join(ids[i], NULL);
    long long split = 0, overlap = 0;
    for (int i = 0; i < threads; i++) {
      split += shares[i].cpu;
      if (i > 0 && shares[i - 1].ended > shares[i].began) overlap += shares[i - 1].ended - shares[i].began;
    }
    printf("%lld %lld %lld %d\n", one, split, overlap, mpz_cmp(values[threads], y) == 0);
    return 0;
  }
  while (scanf("%1099s %1099s %lu", modulus, base, &squarings) == 3) {
    mpz_set_str(n, modulus, 16);
    mpz_set_str(x, base, 16);
    long long start = ns(CLOCK_THREAD_CPUTIME_ID);
    square(y, x, squarings, n);
    long long cpu = ns(CLOCK_THREAD_CPUTIME_ID) - start;
    gmp_printf("%Zx %lld\n", y, cpu);
    fflush(stdout);
  }
  return 0;
}
