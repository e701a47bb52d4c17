import type { authMessages as en } from '../auth.ts';
import type { Translation } from '../../i18n/translation.ts';

export const authMessages: Translation<typeof en> = {
  title: 'Bon retour',
  subtitle: 'Connectez-vous à votre compte',
  submit: 'Se connecter',
  busy: 'Chargement...',
  success: 'Connexion réussie!',
  invalidCredentials: 'Courriel ou mot de passe invalide. Veuillez réessayer.',
  genericError: "Une erreur s'est produite lors de l'authentification",
  profileLoadError: 'Erreur lors du chargement du profil',
  roleCheckError: 'Erreur lors de la vérification du rôle',
  accessDenied: 'Accès refusé',
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez patienter une minute, puis réessayer.',
  emailLabel: 'Courriel',
  passwordLabel: 'Mot de passe',
};
