// The footage in Clipwise's screens: frames of the stream (a third-person action game, "Ashfall")
// and of the creator's desk camera, rendered with three.js when a screen is drawn. Nothing moves
// with time: every position comes from a seeded generator, so rendering twice gives the same
// pixels. One WebGL renderer draws every frame a page needs; each <Footage> copies its frame onto
// its own 2D canvas, so a page can show dozens of thumbnails without dozens of GL contexts.
import * as THREE from "three";
import { seeded } from "./data";

export type GameShot = {
  kind: "game";
  /** Varies the camera and the arena: each thumbnail of the scene strip is its own shot. */
  seed: number;
  /** The boss fight's key frame (the comeback): the player's slash lands, sparks fly. */
  climax?: boolean;
  /** Which part of the run the thumbnail comes from. */
  area?: "crypt" | "bridge" | "arena";
};
export type DeskShot = { kind: "desk" };
export type Shot = GameShot | DeskShot;

/** A renderer drawing straight into the screen's canvas: copying a WebGL frame to a 2D canvas
 * costs seconds in the software GL the renderer's headless Chromium uses. */
function rendererFor(canvas: HTMLCanvasElement) {
  const gl = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, alpha: false });
  gl.shadowMap.enabled = true;
  gl.shadowMap.type = THREE.PCFShadowMap;
  gl.toneMapping = THREE.ACESFilmicToneMapping;
  gl.toneMappingExposure = 1.15;
  gl.outputColorSpace = THREE.SRGBColorSpace;
  // Footage at one pixel per CSS pixel: a video frame is that soft anyway, and a 2x frame costs
  // four times as long in the software GL the renderer draws with.
  gl.setPixelRatio(1);
  return gl;
}

/** A stone-slab floor texture: irregular flagstones with mortar, drawn with a seeded generator. */
function stoneTexture(seed: number, tint: [number, number, number]) {
  const random = seeded(seed);
  const size = 512;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext("2d")!;
  g.fillStyle = "#0b0d10";
  g.fillRect(0, 0, size, size);
  const rows = 8;
  for (let row = 0; row < rows; row += 1) {
    let x = -random() * 40;
    const h = size / rows;
    while (x < size) {
      const w = 50 + random() * 70;
      const light = 26 + random() * 22;
      g.fillStyle = `rgb(${light * tint[0]},${light * tint[1]},${light * tint[2]})`;
      g.fillRect(x + 2, row * h + 2, w - 4, h - 4);
      // Grain: small darker and lighter specks.
      for (let i = 0; i < 40; i += 1) {
        const shade = random() < 0.5 ? 0 : 255;
        g.fillStyle = `rgba(${shade},${shade},${shade},${0.05 + random() * 0.06})`;
        g.fillRect(x + random() * w, row * h + random() * h, 2 + random() * 5, 1 + random() * 3);
      }
      x += w;
    }
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

function standard(color: number, options: Partial<THREE.MeshStandardMaterialParameters> = {}) {
  return new THREE.MeshStandardMaterial({ color, roughness: 0.8, metalness: 0.1, ...options });
}

function mesh(geometry: THREE.BufferGeometry, material: THREE.Material, at: [number, number, number], cast = true) {
  const m = new THREE.Mesh(geometry, material);
  m.position.set(...at);
  m.castShadow = cast;
  m.receiveShadow = true;
  return m;
}

/** The Warden of Ash: a stone giant with ember cracks, the boss of the stream's climax. */
function warden(random: () => number) {
  const boss = new THREE.Group();
  const stone = standard(0x3a3633, { roughness: 0.95, flatShading: true });
  const ember = new THREE.MeshStandardMaterial({ color: 0xff4a0a, emissive: 0xff3a00, emissiveIntensity: 2.4 });
  const torso = mesh(new THREE.IcosahedronGeometry(2.1, 1), stone, [0, 4.2, 0]);
  torso.scale.set(1.15, 1.3, 0.9);
  boss.add(torso);
  const head = mesh(new THREE.DodecahedronGeometry(0.9, 0), stone, [0, 7.1, 0.3]);
  boss.add(head);
  for (const side of [-1, 1]) {
    const eye = mesh(new THREE.SphereGeometry(0.14, 12, 8), ember, [side * 0.34, 7.2, 1.05], false);
    boss.add(eye);
    const shoulder = mesh(new THREE.DodecahedronGeometry(1.05, 0), stone, [side * 2.6, 5.6, 0]);
    boss.add(shoulder);
    const arm = mesh(new THREE.CylinderGeometry(0.55, 0.8, 3.6, 7), stone, [side * 3.1, 3.6, 0.6]);
    arm.rotation.z = side * 0.35;
    arm.rotation.x = side === 1 ? -0.6 : 0.2;
    boss.add(arm);
    const fist = mesh(new THREE.DodecahedronGeometry(0.95, 0), stone, [side * 3.6, side === 1 ? 2.4 : 1.6, side === 1 ? 2 : 0.9]);
    boss.add(fist);
    const leg = mesh(new THREE.CylinderGeometry(0.8, 0.9, 2.6, 7), stone, [side * 1.2, 1.3, 0]);
    boss.add(leg);
  }
  // Ember cracks: thin glowing slabs pressed into the torso.
  for (let i = 0; i < 14; i += 1) {
    const crack = mesh(new THREE.BoxGeometry(0.05, 0.4 + random() * 0.7, 0.05), ember, [0, 0, 0], false);
    const angle = -1.1 + random() * 2.2;
    const height = 3 + random() * 2.6;
    crack.position.set(Math.sin(angle) * 2.2, height, Math.cos(angle) * 1.75);
    crack.rotation.set(random() - 0.5, angle, random() - 0.5);
    boss.add(crack);
  }
  const glow = new THREE.PointLight(0xff6a1a, 40, 14, 2);
  glow.position.set(0, 4.5, 2.4);
  boss.add(glow);
  return boss;
}

/** The player: a cloaked knight with a glowing teal blade. */
function knight(slash: boolean) {
  const hero = new THREE.Group();
  const cloak = standard(0x1c2a36, { roughness: 0.9 });
  const steel = standard(0x9aa6b2, { metalness: 0.8, roughness: 0.35 });
  const blade = new THREE.MeshStandardMaterial({ color: 0x9ff5e8, emissive: 0x2de0c8, emissiveIntensity: 2.6 });
  hero.add(mesh(new THREE.ConeGeometry(0.62, 1.7, 10, 1, true), cloak, [0, 0.85, 0]));
  hero.add(mesh(new THREE.CapsuleGeometry(0.3, 0.6, 6, 12), steel, [0, 1.5, 0]));
  hero.add(mesh(new THREE.SphereGeometry(0.24, 16, 12), steel, [0, 2.1, 0]));
  const sword = mesh(new THREE.BoxGeometry(0.07, 1.5, 0.02), blade, [0.55, 2.2, 0.3], false);
  sword.rotation.set(0.4, 0, -0.9);
  hero.add(sword);
  const bladeLight = new THREE.PointLight(0x2de0c8, 6, 5, 2);
  bladeLight.position.set(0.6, 2.1, 0.5);
  hero.add(bladeLight);
  if (slash) {
    // The swing's motion trail: fading arcs behind the blade, the blur a camera sees at 60 fps.
    for (let i = 0; i < 5; i += 1) {
      const arc = new THREE.Mesh(
        new THREE.TorusGeometry(1.25 + i * 0.05, 0.05 - i * 0.007, 6, 48, Math.PI * (0.75 - i * 0.08)),
        new THREE.MeshBasicMaterial({
          color: 0x7ff0e0,
          transparent: true,
          opacity: 0.55 - i * 0.1,
          blending: THREE.AdditiveBlending,
          depthWrite: false,
        }),
      );
      arc.position.set(0.2, 2.0, 0.3);
      arc.rotation.set(1.2, 0.2 + i * 0.04, -0.3);
      hero.add(arc);
    }
  }
  return hero;
}

function sparks(random: () => number, origin: THREE.Vector3, count: number) {
  const positions: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = Math.pow(random(), 0.6) * 2.4;
    const a = random() * Math.PI * 2;
    const b = random() * Math.PI - Math.PI / 2;
    positions.push(
      origin.x + Math.cos(a) * Math.cos(b) * r,
      origin.y + Math.sin(b) * r * 0.8 + 0.4,
      origin.z + Math.sin(a) * Math.cos(b) * r,
    );
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute("position", new THREE.Float32BufferAttribute(positions, 3));
  return new THREE.Points(
    geometry,
    new THREE.PointsMaterial({
      color: 0xffb060,
      size: 0.09,
      transparent: true,
      opacity: 0.95,
      blending: THREE.AdditiveBlending,
      depthWrite: false,
    }),
  );
}

function gameScene(shot: GameShot) {
  const random = seeded(1000 + shot.seed);
  const area = shot.area ?? "arena";
  const scene = new THREE.Scene();
  const fogColour = area === "crypt" ? 0x0d2226 : area === "bridge" ? 0x3a4a5c : 0x140d0c;
  scene.background = new THREE.Color(fogColour);
  scene.fog = new THREE.FogExp2(fogColour, area === "bridge" ? 0.035 : 0.045);

  scene.add(new THREE.HemisphereLight(0x8fb4d8, 0x1a1010, area === "arena" ? 0.6 : 1.4));
  const moon = new THREE.DirectionalLight(0xbcd4ff, 1.6);
  moon.position.set(-8, 16, 6);
  moon.castShadow = true;
  moon.shadow.mapSize.set(1024, 1024);
  moon.shadow.camera.left = moon.shadow.camera.bottom = -18;
  moon.shadow.camera.right = moon.shadow.camera.top = 18;
  scene.add(moon);

  const floorTint: [number, number, number] = area === "crypt" ? [0.8, 0.95, 1] : area === "bridge" ? [0.9, 0.95, 1.05] : [1.1, 0.95, 0.85];
  const floorTexture = stoneTexture(shot.seed + 3, floorTint);
  floorTexture.repeat.set(8, 8);
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(80, 80), standard(0xffffff, { map: floorTexture, roughness: 0.92 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  // Two rows of broken pillars lit by braziers: the depth cue that reads as a game level.
  const pillarStone = standard(0x4a4640, { roughness: 0.95, flatShading: true });
  const fire = new THREE.MeshStandardMaterial({ color: 0xffa040, emissive: 0xff7a20, emissiveIntensity: 4 });
  for (let i = 0; i < 7; i += 1) {
    for (const side of [-1, 1]) {
      const height = 3 + random() * 5;
      const x = side * (7 + random() * 1.5);
      const z = 2 - i * 6.5;
      scene.add(mesh(new THREE.BoxGeometry(1.2, height, 1.2), pillarStone, [x, height / 2, z]));
      scene.add(mesh(new THREE.BoxGeometry(1.6, 0.4, 1.6), pillarStone, [x, 0.2, z]));
      if (i % 2 === 0) {
        scene.add(mesh(new THREE.CylinderGeometry(0.35, 0.2, 0.5, 8), standard(0x2a2522), [x - side * 1.2, 1.2, z], false));
        scene.add(mesh(new THREE.ConeGeometry(0.25, 0.6, 8), fire, [x - side * 1.2, 1.7, z], false));
        // Only the nearest braziers light the scene: every light costs each pixel in the
        // software GL the renderer draws with.
        if (i < 3) {
          const light = new THREE.PointLight(area === "crypt" ? 0x4de0d0 : 0xff8a30, 14, 12, 2);
          light.position.set(x - side * 1.2, 2.2, z);
          scene.add(light);
        }
      }
    }
  }
  // Rubble.
  for (let i = 0; i < 30; i += 1) {
    const size = 0.15 + random() * 0.5;
    const rock = mesh(new THREE.DodecahedronGeometry(size, 0), pillarStone, [(random() - 0.5) * 14, size * 0.6, 4 - random() * 40]);
    rock.rotation.set(random() * 3, random() * 3, random() * 3);
    scene.add(rock);
  }

  const hero = knight(Boolean(shot.climax));
  hero.position.set(-0.6, 0, 3.2);
  hero.rotation.y = Math.PI + 0.3;
  scene.add(hero);

  if (area === "arena") {
    const boss = warden(random);
    boss.position.set(0.8, 0, -3.2);
    boss.rotation.y = -0.25;
    scene.add(boss);
    scene.add(sparks(random, new THREE.Vector3(0.4, 2.4, -0.6), shot.climax ? 420 : 90));
  }
  // Ash in the air.
  const ash: number[] = [];
  for (let i = 0; i < 220; i += 1) ash.push((random() - 0.5) * 30, random() * 10, 8 - random() * 40);
  const ashGeometry = new THREE.BufferGeometry();
  ashGeometry.setAttribute("position", new THREE.Float32BufferAttribute(ash, 3));
  scene.add(new THREE.Points(ashGeometry, new THREE.PointsMaterial({ color: 0xd8c8b8, size: 0.035, transparent: true, opacity: 0.4 })));

  const camera = new THREE.PerspectiveCamera(52, 16 / 9, 0.1, 120);
  const sway = (random() - 0.5) * 2.4;
  camera.position.set(-2.6 + sway, 3.4 + random() * 0.6, 11.5 + random());
  camera.lookAt(0.3 + sway * 0.3, 2.6, -2.5);
  return { scene, camera };
}

/** The desk camera: a streamer's desk at night, boom-arm microphone, key light, LED strip, shelves. */
function deskScene() {
  const random = seeded(77);
  const scene = new THREE.Scene();
  scene.background = new THREE.Color(0x07191a);
  scene.fog = new THREE.Fog(0x07191a, 6, 16);
  scene.add(new THREE.HemisphereLight(0x6fa8b0, 0x101010, 0.45));
  const key = new THREE.SpotLight(0xfff0e0, 60, 20, 0.6, 0.6, 1.6);
  key.position.set(2.5, 4, 3);
  key.target.position.set(0, 0.8, 0);
  key.castShadow = true;
  scene.add(key, key.target);

  // The back wall: acoustic foam panels in two teals, an LED strip along the top.
  const wallMaterial = standard(0x0f2a2b, { roughness: 1 });
  scene.add(mesh(new THREE.BoxGeometry(12, 6, 0.2), wallMaterial, [0, 2.5, -2.6], false));
  for (let row = 0; row < 3; row += 1)
    for (let col = 0; col < 6; col += 1) {
      const panel = mesh(
        new THREE.BoxGeometry(0.7, 0.7, 0.14),
        standard((row + col) % 2 ? 0x12403f : 0x0c3130, { roughness: 1 }),
        [-2.4 + col * 0.8 + (row % 2) * 0.2, 1.7 + row * 0.8, -2.45],
        false,
      );
      panel.rotation.z = Math.PI / 4;
      scene.add(panel);
    }
  const led = new THREE.MeshStandardMaterial({ color: 0xff5fa2, emissive: 0xff3d8f, emissiveIntensity: 3 });
  scene.add(mesh(new THREE.BoxGeometry(8, 0.05, 0.05), led, [0, 4.2, -2.4], false));
  const pinkFill = new THREE.PointLight(0xff3d8f, 10, 8, 2);
  pinkFill.position.set(-2.5, 3.4, -1.6);
  scene.add(pinkFill);

  // A shelf with boxes, a figure and a plant, softened by the fog.
  const shelf = standard(0x2a1f18, { roughness: 0.7 });
  scene.add(mesh(new THREE.BoxGeometry(2.2, 0.08, 0.5), shelf, [2.4, 2.6, -2.2]));
  for (let i = 0; i < 5; i += 1) {
    const h = 0.25 + random() * 0.3;
    scene.add(
      mesh(new THREE.BoxGeometry(0.18, h, 0.35), standard([0xd9336b, 0x14b8a6, 0xe8e2d0, 0x3b3f8f, 0xf0a030][i]!), [
        1.6 + i * 0.24,
        2.64 + h / 2,
        -2.2,
      ]),
    );
  }
  scene.add(mesh(new THREE.CylinderGeometry(0.16, 0.12, 0.3, 12), standard(0xd8cfc0), [3.1, 2.79, -2.2]));
  for (let i = 0; i < 7; i += 1) {
    const leaf = mesh(new THREE.ConeGeometry(0.06, 0.5, 5), standard(0x2f7a45), [
      3.1 + (random() - 0.5) * 0.2,
      3.1,
      -2.2 + (random() - 0.5) * 0.2,
    ]);
    leaf.rotation.set((random() - 0.5) * 0.9, 0, (random() - 0.5) * 0.9);
    scene.add(leaf);
  }

  // The desk: walnut top, a keyboard with lit keys, a mouse, headphones on a stand.
  const woodCanvas = document.createElement("canvas");
  woodCanvas.width = woodCanvas.height = 256;
  const w = woodCanvas.getContext("2d")!;
  w.fillStyle = "#4a2f1e";
  w.fillRect(0, 0, 256, 256);
  for (let i = 0; i < 90; i += 1) {
    w.strokeStyle = `rgba(${random() < 0.5 ? "20,10,5" : "120,80,50"},${0.15 + random() * 0.2})`;
    w.lineWidth = 1 + random() * 2;
    w.beginPath();
    const y = random() * 256;
    w.moveTo(0, y);
    w.bezierCurveTo(80, y + (random() - 0.5) * 20, 170, y + (random() - 0.5) * 20, 256, y + (random() - 0.5) * 10);
    w.stroke();
  }
  const wood = new THREE.CanvasTexture(woodCanvas);
  wood.colorSpace = THREE.SRGBColorSpace;
  scene.add(mesh(new THREE.BoxGeometry(6, 0.12, 2.4), standard(0xffffff, { map: wood, roughness: 0.5 }), [0, 0.6, 0]));
  const keycap = standard(0x1a1d22, { roughness: 0.6 });
  scene.add(mesh(new THREE.BoxGeometry(1.7, 0.08, 0.6), standard(0x0e1013), [-0.2, 0.7, 0.5]));
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 14; col += 1) {
      const glow = new THREE.MeshStandardMaterial({
        color: 0x222222,
        emissive: new THREE.Color().setHSL(0.45 + (col / 14) * 0.45, 0.9, 0.5),
        emissiveIntensity: 0.35,
      });
      scene.add(
        mesh(
          new THREE.BoxGeometry(0.1, 0.05, 0.1),
          row % 2 ? keycap : glow,
          [-0.85 + col * 0.115 + row * 0.02, 0.77, 0.32 + row * 0.12],
          false,
        ),
      );
    }
  scene.add(
    mesh(new THREE.CapsuleGeometry(0.07, 0.12, 4, 10), standard(0x15171b, { roughness: 0.4 }), [1.1, 0.7, 0.5]).rotateX(Math.PI / 2),
  );
  // Headphones on a stand.
  const metal = standard(0x2b2e33, { metalness: 0.7, roughness: 0.35 });
  scene.add(mesh(new THREE.CylinderGeometry(0.03, 0.03, 0.9, 10), metal, [-2.1, 1.1, -0.4]));
  scene.add(mesh(new THREE.CylinderGeometry(0.2, 0.22, 0.04, 20), metal, [-2.1, 0.68, -0.4]));
  const band = mesh(new THREE.TorusGeometry(0.28, 0.035, 10, 32, Math.PI), standard(0x1a1a1e), [-2.1, 1.3, -0.4]);
  scene.add(band);
  for (const side of [-1, 1]) {
    const cup = mesh(new THREE.CylinderGeometry(0.15, 0.15, 0.1, 20), standard(0x202328, { roughness: 0.5 }), [
      -2.1 + side * 0.28,
      1.28,
      -0.4,
    ]);
    cup.rotation.z = Math.PI / 2;
    scene.add(cup);
  }
  // The microphone on its boom arm, reaching in from the right: the hero of the shot.
  const arm1 = mesh(new THREE.CylinderGeometry(0.035, 0.035, 1.8, 10), metal, [2.2, 1.5, -0.6]);
  arm1.rotation.z = 0.5;
  scene.add(arm1);
  const arm2 = mesh(new THREE.CylinderGeometry(0.03, 0.03, 1.5, 10), metal, [1.3, 2.05, -0.1]);
  arm2.rotation.set(0.3, 0, 1.35);
  scene.add(arm2);
  const micBody = mesh(
    new THREE.CylinderGeometry(0.16, 0.14, 0.62, 24),
    standard(0x111215, { metalness: 0.5, roughness: 0.45 }),
    [0.55, 1.78, 0.15],
  );
  micBody.rotation.z = 0.15;
  scene.add(micBody);
  const grille = mesh(
    new THREE.SphereGeometry(0.165, 24, 16, 0, Math.PI * 2, 0, Math.PI / 2),
    standard(0x2a2c30, { metalness: 0.9, roughness: 0.3, wireframe: false }),
    [0.51, 2.08, 0.15],
  );
  scene.add(grille);
  const ring = mesh(
    new THREE.TorusGeometry(0.17, 0.015, 8, 32),
    new THREE.MeshStandardMaterial({ color: 0x14b8a6, emissive: 0x14b8a6, emissiveIntensity: 2 }),
    [0.53, 1.86, 0.15],
    false,
  );
  ring.rotation.x = Math.PI / 2;
  scene.add(ring);
  // The monitor's back-glow: the game lighting the desk from below the camera.
  const screenGlow = new THREE.PointLight(0x4de0d0, 6, 6, 2);
  screenGlow.position.set(0, 1.2, 2.2);
  scene.add(screenGlow);

  const camera = new THREE.PerspectiveCamera(42, 4 / 3, 0.1, 40);
  camera.position.set(0.4, 2.3, 4.4);
  camera.lookAt(0.1, 1.35, -0.6);
  return { scene, camera };
}

/** Draws a shot into a canvas of the given CSS size, at the page's pixel density. */
export function drawShot(canvas: HTMLCanvasElement, shot: Shot, width: number, height: number) {
  const gl = rendererFor(canvas);
  gl.setSize(width, height, false);
  const { scene, camera } = shot.kind === "game" ? gameScene(shot) : deskScene();
  camera.aspect = width / height;
  camera.updateProjectionMatrix();
  gl.render(scene, camera);
}

/**
 * Draws a row of game thumbnails into one canvas (the editor's scene strip): one scene per area
 * of the level, the camera moved for each thumbnail, each drawn into its own viewport.
 */
export function drawStrip(canvas: HTMLCanvasElement, shots: readonly GameShot[], cellWidth: number, height: number, gap: number) {
  const gl = rendererFor(canvas);
  // Thumbnails this small show no shadows; a shadow pass per thumbnail would cost the most.
  gl.shadowMap.enabled = false;
  const width = shots.length * cellWidth + (shots.length - 1) * gap;
  gl.setSize(width, height, false);
  gl.setScissorTest(true);
  gl.setClearColor(0x021f1e);
  gl.clear();
  const scenes = new Map<string, ReturnType<typeof gameScene>>();
  shots.forEach((shot, index) => {
    const area = shot.area ?? "arena";
    let built = scenes.get(area);
    if (!built) {
      built = gameScene({ ...shot, seed: area.length });
      scenes.set(area, built);
    }
    // Each thumbnail its own camera: a seeded position along the level.
    const random = seeded(500 + shot.seed);
    const camera = built.camera.clone();
    const x = (random() - 0.5) * 5;
    camera.position.set(x, 2.6 + random() * 1.6, 11.5 - random() * 12);
    camera.lookAt(x * 0.2 + (random() - 0.5) * 3, 2.4, camera.position.z - 14);
    camera.aspect = cellWidth / height;
    camera.updateProjectionMatrix();
    const left = index * (cellWidth + gap);
    gl.setViewport(left, 0, cellWidth, height);
    gl.setScissor(left, 0, cellWidth, height);
    gl.render(built.scene, camera);
  });
}
