// Logistic regression fitted to convergence by full-batch L-BFGS on sparse vectors: what the
// spam model's weights are. Our own ~100 lines rather than an npm package: the packages on npm
// (ml-logistic-regression, js-regression) take dense matrices (2^16 columns by thousands of rows
// here), and the tensor runtimes bring a native or WASM build for a job of sums. Plain float64
// arithmetic in a fixed order, so the same vectors always give the same weights.

/** One message as the regression reads it: its non-zero features (dense indices) and their values. */
export type SparseVector = { indices: Int32Array; values: Float64Array };

export type RegressionSettings = {
  /** L2 penalty on the weights (not the bias), per unit of mean loss. */
  l2: number;
  /** L-BFGS iterations at most; it stops earlier when the gradient is ~0. */
  iterations: number;
};

/**
 * Minimises the class-balanced mean log-loss plus l2/2·|w|² (each class weighing as much as the
 * other, whatever their sizes). `dimensions`: the number of feature indices.
 */
export function fitRegression(
  rows: readonly SparseVector[],
  spam: readonly boolean[],
  dimensions: number,
  { l2, iterations }: RegressionSettings,
): { weights: Float64Array; bias: number } {
  const n = rows.length;
  const spamCount = spam.filter(Boolean).length;
  // Each row's share of the loss: the two classes' shares sum to a half each.
  const rowWeight = Float64Array.from(spam, (s) => (s ? 0.5 / Math.max(1, spamCount) : 0.5 / Math.max(1, n - spamCount)));
  const target = Float64Array.from(spam, (s) => (s ? 1 : 0));
  // Only the columns some row uses are variables (the rest stay 0 under the penalty), renumbered
  // densely and the rows laid out flat: the loops below run over arrays, not objects.
  const column = new Int32Array(dimensions).fill(-1);
  const used: number[] = [];
  let nonZeros = 0;
  for (const { indices } of rows) {
    nonZeros += indices.length;
    for (const index of indices) if (column[index] === -1) column[index] = used.push(index) - 1;
  }
  const starts = new Int32Array(n + 1);
  const flatColumns = new Int32Array(nonZeros);
  const flatValues = new Float64Array(nonZeros);
  rows.forEach(({ indices, values }, i) => {
    let at = starts[i]!;
    for (let k = 0; k < indices.length; k++, at++) {
      flatColumns[at] = column[indices[k]!]!;
      flatValues[at] = values[k]!;
    }
    starts[i + 1] = at;
  });
  const bias = used.length; // the bias is the last variable

  const evaluate = (x: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    for (let i = 0; i < n; i++) {
      let z = x[bias]!;
      const end = starts[i + 1]!;
      for (let k = starts[i]!; k < end; k++) z += x[flatColumns[k]!]! * flatValues[k]!;
      // log(1 + e^z) - y·z, computed without overflow
      loss += rowWeight[i]! * ((z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - target[i]! * z);
      const residual = rowWeight[i]! * (1 / (1 + Math.exp(-z)) - target[i]!);
      for (let k = starts[i]!; k < end; k++) {
        const j = flatColumns[k]!;
        gradient[j] = gradient[j]! + residual * flatValues[k]!;
      }
      gradient[bias] = gradient[bias]! + residual;
    }
    for (let j = 0; j < bias; j++) {
      loss += 0.5 * l2 * x[j]! * x[j]!;
      gradient[j] = gradient[j]! + l2 * x[j]!;
    }
    return loss;
  };

  const x = minimiseLbfgs(evaluate, new Float64Array(used.length + 1), iterations);
  const weights = new Float64Array(dimensions);
  used.forEach((index, j) => (weights[index] = x[j]!));
  return { weights, bias: x[bias]! };
}

const history = 10;

/** L-BFGS (two-loop recursion) with a backtracking line search on the sufficient decrease. */
function minimiseLbfgs(evaluate: (x: Float64Array, gradient: Float64Array) => number, x: Float64Array, iterations: number): Float64Array {
  const size = x.length;
  let gradient = new Float64Array(size);
  let f = evaluate(x, gradient);
  const steps: Float64Array[] = [];
  const changes: Float64Array[] = [];
  const rhos: number[] = [];
  const direction = new Float64Array(size);
  const alphas = new Array<number>(history);
  const nextX = new Float64Array(size);
  let nextGradient = new Float64Array(size);
  for (let iteration = 0; iteration < iterations; iteration++) {
    if (Math.sqrt(dot(gradient, gradient)) < 1e-7) break;
    // direction = -H·gradient
    for (let j = 0; j < size; j++) direction[j] = -gradient[j]!;
    for (let m = steps.length - 1; m >= 0; m--) {
      alphas[m] = rhos[m]! * dot(steps[m]!, direction);
      axpy(-alphas[m]!, changes[m]!, direction);
    }
    if (steps.length > 0) {
      const last = steps.length - 1;
      scale(direction, dot(steps[last]!, changes[last]!) / dot(changes[last]!, changes[last]!));
    } else scale(direction, 1 / Math.max(1, Math.sqrt(dot(gradient, gradient))));
    for (let m = 0; m < steps.length; m++) {
      const beta = rhos[m]! * dot(changes[m]!, direction);
      axpy(alphas[m]! - beta, steps[m]!, direction);
    }
    const slope = dot(direction, gradient);
    if (!(slope < 0)) break;
    let t = 1;
    let nextF = Infinity;
    for (let tries = 0; tries < 40; tries++) {
      for (let j = 0; j < size; j++) nextX[j] = x[j]! + t * direction[j]!;
      nextF = evaluate(nextX, nextGradient);
      if (nextF <= f + 1e-4 * t * slope) break;
      t /= 2;
    }
    if (!(nextF < f)) break;
    const step = new Float64Array(size);
    const change = new Float64Array(size);
    for (let j = 0; j < size; j++) {
      step[j] = nextX[j]! - x[j]!;
      change[j] = nextGradient[j]! - gradient[j]!;
    }
    const curvature = dot(step, change);
    if (curvature > 1e-12) {
      if (steps.length === history) {
        steps.shift();
        changes.shift();
        rhos.shift();
      }
      steps.push(step);
      changes.push(change);
      rhos.push(1 / curvature);
    }
    x.set(nextX);
    [gradient, nextGradient] = [nextGradient, gradient];
    const converged = f - nextF < 1e-9 * Math.max(1, Math.abs(f));
    f = nextF;
    if (converged) break;
  }
  return x;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let j = 0; j < a.length; j++) sum += a[j]! * b[j]!;
  return sum;
}
function axpy(a: number, x: Float64Array, y: Float64Array): void {
  for (let j = 0; j < x.length; j++) y[j] = y[j]! + a * x[j]!;
}
function scale(x: Float64Array, a: number): void {
  for (let j = 0; j < x.length; j++) x[j] = x[j]! * a;
}
